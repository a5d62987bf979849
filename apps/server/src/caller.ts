/** Who is calling, once the auth module has checked the token and the signature. */
export type Caller = { uid: number; sessionId: string; ip: string };

/** An operator calling an /admin call, once the operators module has checked the session. */
export type OperatorCaller = {
  operatorId: number;
  username: string;
  sessionId: string;
  ip: string;
};
