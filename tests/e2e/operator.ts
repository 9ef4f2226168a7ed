/** The operator's token the shop is started with, for the journeys that act as the operator (the admin API). */
export const ADMIN_TOKEN = 'operador-de-prueba';
