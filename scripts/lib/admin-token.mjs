import { randomBytes } from 'node:crypto';

/**
 * A fresh admin token for one local run: the workers get it as their ADMIN_TOKEN setting, and
 * only the script that started them knows it, to seed or import the register.
 */
export function newAdminToken() {
  return randomBytes(24).toString('hex');
}
