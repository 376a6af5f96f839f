/** The signed-in user as our handlers see it (a session or an API key's creator). */
export interface CurrentUser {
  id: string;
  email: string;
  name: string;
}
