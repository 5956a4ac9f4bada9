// The instructor's calls (docs/classes.md#the-console): sign in (the gateway then holds the
// admin token in an HttpOnly cookie), make a class, read its roster, end it.
import {
  ADMIN_SIGN_IN_PATH,
  CLASSES_PATH,
  classDrillRevealPath,
  classDrillSchema,
  classDrillsPath,
  classPath,
  classRosterSchema,
  classSchema,
  labResetSchema,
  memberResetPath,
} from '@repo/contracts/classes';
import type { DrillLevel } from '@repo/contracts/lab-drills';
import * as z from 'zod';
import { sendJson } from '@/lib/api-client';

const wording = { failed: 'The class service did not answer as expected' };

export async function signIn(token: string): Promise<void> {
  await sendJson(ADMIN_SIGN_IN_PATH, z.object({ signedIn: z.literal(true) }), {
    method: 'POST',
    json: { token },
    wording,
  });
}

export async function signOut(): Promise<void> {
  await sendJson(ADMIN_SIGN_IN_PATH, z.object({ signedIn: z.literal(false) }), {
    method: 'DELETE',
    wording,
  });
}

export async function createClass(name: string, endsAt: string | undefined) {
  const { data } = await sendJson(CLASSES_PATH, classSchema, {
    method: 'POST',
    json: endsAt ? { name, endsAt } : { name },
    wording,
  });
  return data;
}

export async function getRoster(code: string, signal?: AbortSignal) {
  const { data } = await sendJson(classPath(code), classRosterSchema, {
    signal,
    traced: false,
    wording,
  });
  return data;
}

export async function endClass(code: string) {
  const { data } = await sendJson(classPath(code), classSchema, { method: 'DELETE', wording });
  return data;
}

export async function isSignedIn(signal?: AbortSignal): Promise<boolean> {
  const { data } = await sendJson(ADMIN_SIGN_IN_PATH, z.object({ signedIn: z.boolean() }), {
    signal,
    traced: false,
    wording,
  });
  return data.signedIn;
}

export async function startClassDrill(code: string, level: DrillLevel) {
  const { data } = await sendJson(classDrillsPath(code), classDrillSchema, {
    method: 'POST',
    json: { level },
    wording,
  });
  return data;
}

export async function revealClassDrill(code: string) {
  const { data } = await sendJson(classDrillRevealPath(code), classDrillSchema, {
    method: 'POST',
    wording,
  });
  return data;
}

export async function resetMemberLab(code: string, learnerId: string) {
  const { data } = await sendJson(memberResetPath(code, learnerId), labResetSchema, {
    method: 'POST',
    wording,
  });
  return data;
}
