import {
  DesignerLoginRequestSchema,
  ForgotPasswordRequestSchema,
  ForgotVerifyRequestSchema,
  GuestLoginRequestSchema,
  type AuthResponse,
  type ForgotPasswordResponse,
  type GuestLoginResponse,
  type MeResponse,
  type SessionsResponse,
} from '@kitchensync/schemas';
import { Router, type Response } from 'express';
import { validateBody } from '../http/validateBody';
import { attemptContext } from './attemptContext';
import type { AuthService, LoginResult, SessionAuth } from './AuthService';
import { deviceCookie } from './deviceCookie';
import { guestCookie } from './guestCookie';
import type { HomeDomainRedirect } from './HomeDomainRedirect';
import { requestAuth } from './requestAuth';

export function authRoutes(auth: AuthService, homes: HomeDomainRedirect, secureCookies: boolean): Router {
  const router = Router();
  const cookieOptions = guestCookie.options(secureCookies);
  const setSessionCookie = (res: Response, session: SessionAuth) =>
    res.cookie(guestCookie.name, session.token, { ...cookieOptions, maxAge: guestCookie.maxAgeMs });
  const setDeviceCookie = (res: Response, deviceToken: string | null) => {
    if (deviceToken === null) return;
    res.cookie(deviceCookie.name, deviceToken, {
      ...deviceCookie.options(secureCookies),
      maxAge: deviceCookie.maxAgeMs,
    });
  };
  const answerLogin = (res: Response, result: LoginResult) => {
    setSessionCookie(res, result.auth);
    setDeviceCookie(res, result.deviceToken);
    const body: AuthResponse = { data: { auth: result.auth } };
    res.json(body);
  };

  router.post(
    '/guest',
    validateBody(GuestLoginRequestSchema, { email: 'auth/email_invalid', code: 'auth/code_invalid' }),
    async (req, res) => {
      const { data, deviceToken } = await auth.guestLogin(req.body, await homes.hostOf(req.hostname), {
        ...attemptContext(req),
        signedInAs: requestAuth.user(res)?.id ?? null,
      });
      if ('auth' in data) setSessionCookie(res, data.auth);
      setDeviceCookie(res, deviceToken);
      const body: GuestLoginResponse = { data };
      res.json(body);
    },
  );

  router.post(
    '/login',
    validateBody(DesignerLoginRequestSchema, { email: 'auth/email_invalid', code: 'auth/code_invalid' }),
    async (req, res) => {
      answerLogin(res, await auth.designerLogin(req.body, attemptContext(req)));
    },
  );

  router.post(
    '/forgot',
    validateBody(ForgotPasswordRequestSchema, { email: 'auth/reset_email_invalid' }),
    async (req, res) => {
      await auth.forgot(req.body, attemptContext(req));
      const body: ForgotPasswordResponse = { data: { sent: true } };
      res.json(body);
    },
  );

  router.post(
    '/forgot/verify',
    validateBody(ForgotVerifyRequestSchema, { email: 'auth/reset_email_invalid', code: 'auth/code_invalid' }),
    async (req, res) => {
      answerLogin(res, await auth.forgotVerify(req.body, attemptContext(req)));
    },
  );

  router.get('/me', (_req, res) => {
    const body: MeResponse = { user: requestAuth.user(res) };
    res.json(body);
  });

  router.post('/logout', async (_req, res) => {
    const authentication = requestAuth.get(res);
    if (authentication) await auth.logout(authentication);
    res.clearCookie(guestCookie.name, cookieOptions);
    res.status(204).end();
  });

  router.get('/sessions', async (_req, res) => {
    const body: SessionsResponse = { data: await auth.listSessions(requestAuth.require(res)) };
    res.json(body);
  });

  router.delete('/sessions/:sessionId', async (req, res) => {
    await auth.endSession(requestAuth.require(res), req.params.sessionId);
    res.status(204).end();
  });

  return router;
}
