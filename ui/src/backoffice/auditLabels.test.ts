import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditRecordLabel } from './auditLabels';

describe('the audit screen names the credential changes in Spanish', () => {
  it.each([
    ['enable-totp', 'Activó la verificación en dos pasos'],
    ['use-recovery-code', 'Usó un código de recuperación'],
    ['change-password', 'Cambió su contraseña'],
    ['reset-password', 'Contraseña temporal asignada'],
  ])('%s', (action, label) => {
    expect(auditActionLabel(action)).toBe(label);
    expect(auditRecordLabel('staff')).toBe('Cuenta del personal');
  });
});
