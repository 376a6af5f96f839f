export * from "./api/account";
export * from "./api/analyses";
export * from "./api/content";
export * from "./api/error";
export * from "./api/system";
export * from "./messages";
export * from "./plans";
export * from "./routes";
