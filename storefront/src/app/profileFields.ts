import type { BasicProfile } from '@tienda/ui';
import type { User } from '@tienda/domain';
import type { ProfileFields } from '../api/account';

/** The account's data in the words of the profile forms… */
export const toBasicProfile = (user: User): BasicProfile => ({
  firstName: user.first_name,
  lastName: user.last_name,
  cuil: user.cuil ?? '',
  phone: user.phone ?? '',
  birthday: user.birthday ?? '',
});

/** …and back in the server's. */
export const toProfileFields = ({ firstName, lastName, cuil, phone, birthday }: BasicProfile): ProfileFields => ({
  first_name: firstName,
  last_name: lastName,
  cuil,
  phone,
  birthday,
});
