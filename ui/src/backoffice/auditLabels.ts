/**
 * The audit log's words as the staff read them. The server writes short English keys (an order's
 * step by the last part of its address); one not named here is shown as written.
 */
const ACTIONS: Record<string, string> = {
  create: 'Alta',
  update: 'Cambio',
  delete: 'Baja',
  stock: 'Cambio de stock',
  import: 'Importación CSV',
  upload: 'Imagen subida',
  paid: 'Marcada pagada',
  preparing: 'En preparación',
  shipped: 'Marcada enviada',
  'ready-for-pickup': 'Lista para retirar',
  delivered: 'Marcada entregada',
  refunded: 'Marcada reintegrada',
  cancel: 'Cancelada',
  'enable-totp': 'Activó la verificación en dos pasos',
  'use-recovery-code': 'Usó un código de recuperación',
  'change-password': 'Cambió su contraseña',
  'reset-password': 'Contraseña temporal asignada',
};

const RECORDS: Record<string, string> = {
  product: 'Producto',
  category: 'Categoría',
  brand: 'Marca',
  banner: 'Banner',
  image: 'Imagen',
  coupon: 'Cupón',
  credit_lines: 'Líneas de crédito',
  staff: 'Cuenta del personal',
  order: 'Orden',
};

export const auditActionLabel = (action: string) => ACTIONS[action] ?? action;
export const auditRecordLabel = (entity: string) => RECORDS[entity] ?? entity;
