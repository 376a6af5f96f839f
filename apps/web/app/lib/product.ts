/** The product's name, as shown in titles, the auth shell and the dashboard greeting. */
export const PRODUCT_NAME = "RankLens";
