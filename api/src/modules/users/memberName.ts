/** The name a member's orders and loan contracts carry: first and last name, or their e-mail when they gave none. */
export const memberName = (user: { first_name: string; last_name: string; email: string }) => `${user.first_name} ${user.last_name}`.trim() || user.email;
