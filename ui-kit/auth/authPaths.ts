/**
 * The routes the authentication screens link to (SPEC.md §2), in one place so the links agree with the app's
 * route table. Links go through the injected `LinkComponent`; ui-kit never imports the router.
 */
export const authPaths = {
  home: '/',
  chat: '/chat',
  login: '/auth/login',
  signup: '/auth/signup',
  forgotPassword: '/auth/forgot-password',
  /** The simple /login page links here (SPEC.md §2); the app serves it like /auth/forgot-password. */
  simpleForgotPassword: '/forgot-password',
} as const;
