import { http } from './http';

/** The signed-in person as GET /api/user sends them (spec §3 User). */
export type Address = { id: number; street: string; number: number; zipCode: string; city: string; province: string };
export type User = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  cuil: string | null;
  phone: string | null;
  birthday: string | null;
  addresses: Address[];
  email_verified: boolean;
  avatar: string | null;
};

export const accountApi = {
  me: async () => (await http.get<{ user: User }>('/api/user')).user,
};
