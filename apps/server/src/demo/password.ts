/** The password of every demo account the seed creates (README: demo logins). */
export const DEMO_PASSWORD = "demo1234";
