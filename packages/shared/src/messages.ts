/**
 * User-facing messages from the spec (§8 and the toasts), in one place so the
 * server, the web app and the tests say exactly the same words.
 */
export const MESSAGES = {
  signInFailed: "Failed to sign in",
  tooManySignInAttempts: "Too many sign-in attempts. Please wait a moment and try again.",
  signUpFailed: "Failed to create account",
  signOutFailed: "Failed to sign out",
  resetRequestFailed: "Failed to send reset instructions",
  passwordUpdateFailed: "Failed to update password",
  passwordTooCommon: "This password is too common. Choose a less predictable one.",
  invalidResetLink: "Invalid or expired reset link",
  connectionError: "Connection error. Please check your internet connection.",
  permissionDenied: "Permission denied. Please log in again.",
  alreadyExists: "This item already exists",
  requiredFieldsMissing: "Required fields are missing. Please check your input.",
  loadContentFailed: "Failed to fetch content items",
  saveContentItemFailed: "Failed to save content item",
  deleteContentItemFailed: "Failed to delete content item",
  mustBeLoggedIn: "You must be logged in to save content",
  titleRequired: "Title is required",
  contentRequiredForOptimization: "Content is required for optimization",
  contentRequiredForAnalysis: "Content is required for analysis",
  enterContentToAnalyze: "Please enter some content to analyze",
  invalidUrl: (exampleHost: string) => `Please enter a valid URL (e.g., ${exampleHost})`,
  noContentFound: "No content found on the webpage. Please check the URL and try again.",
  websiteUnreachable:
    "Unable to access the website. This could be due to: the website blocks access, the URL is invalid, the website is currently unavailable. Please check the URL and try again.",
  analyzeWebsiteFailed: "Failed to analyze website. Please try again.",
  aiQuotaExceeded: "API quota exceeded. Please try again later.",
  aiContextTooLongOptimization: "Content is too long for optimization. Please try with a shorter text.",
  aiContextTooLongAnalysis: "Content is too long for analysis. Please try with shorter text.",
  aiFailed: "Failed to get AI recommendations. Please try again.",
  aiEmptyReply: "No optimization suggestions received",
  aiParseFailed: "Failed to parse AI response. Please try again.",
  aiAnalysisParseFailed: "Failed to parse analysis results. Please try again.",
  assistantError: "Sorry, I encountered an error while optimizing the content.",
  copyFailed: "Failed to copy text",
  toast: {
    welcomeBack: "Welcome back!",
    accountCreated: "Account created successfully! Please sign in.",
    signedOut: "Signed out successfully",
    resetSent: "Password reset instructions sent to your email",
    passwordUpdated: "Password updated successfully",
    copied: "Copied to clipboard",
    messageSent: "Message sent successfully! We'll get back to you soon.",
    contentSaved: "Content saved successfully",
    contentDeleted: "Content deleted successfully",
    profileUpdated: "Profile updated successfully",
    loadContentFailed: "Failed to load content items",
    saveContentFailed: "Failed to save content",
    deleteContentFailed: "Failed to delete content",
    updateProfileFailed: "Failed to update profile",
  },
} as const;

/** Workspace, member and invitation messages: the server's errors and the web app's texts. */
export const WORKSPACE_MESSAGES = {
  notFound: "Workspace not found",
  memberNotFound: "Member not found",
  invitationNotFound: "Invitation not found",
  seatLimit: (planName: string, seats: number) =>
    `Your ${planName} plan allows ${seats} ${seats === 1 ? "member" : "members"} per workspace. Upgrade to Pro to invite your team.`,
  lastOwner: "A workspace needs an owner. Make another member owner first.",
  onlyOwnersGrantOwner: "Only an owner can make someone an owner or change an owner's role.",
  alreadyMember: (email: string) => `${email} is already a member of this workspace.`,
  alreadyInvited: (email: string) => `${email} already has a pending invitation. Resend it instead.`,
  invitationInvalid: "This invitation link is invalid, was revoked or has expired. Ask for a new invitation.",
  invitationUsed: "This invitation has already been accepted.",
  invitationWrongEmail: (email: string) =>
    `This invitation was sent to ${email}. Sign in with that address to accept it.`,
  tooManyWorkspaces: (limit: number) =>
    `You can own at most ${limit} workspaces. Delete or hand over one first.`,
  tooManyInvitations: (limit: number) =>
    `This workspace has ${limit} pending invitations. Revoke some before inviting more.`,
  deleteNeedsConfirmation: "Type the workspace's name to delete it.",
  /** A link (an alert e-mail's) into a workspace the signed-in reader does not belong to. */
  linkNotMember: "You are not a member of the workspace this link belongs to.",
  apiKeyCreatorLeft:
    "This API key's creator is no longer a member of its workspace; the key no longer works.",
  toast: {
    switched: (name: string) => `Switched to ${name}`,
    invited: (email: string) => `Invitation sent to ${email}`,
    resent: (email: string) => `Invitation sent again to ${email}`,
    revoked: "Invitation revoked",
    roleChanged: "Role changed",
    removed: "Member removed",
    left: "You left the workspace",
    renamed: "Workspace renamed",
    created: "Workspace created",
    deleted: "Workspace deleted",
    joined: (name: string) => `You joined ${name}`,
    transferred: "Ownership transferred",
  },
} as const;
