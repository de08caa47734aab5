import { fullName } from '../../../../domain/person-name';
import type { Porter } from '../../../../domain/schemas/crew-admin';

/** A porter as the office names them: first and last name, or the email when both are blank. */
export const porterName = (porter: Pick<Porter, 'firstName' | 'lastName' | 'email'>) =>
  fullName({ ...porter, username: porter.email });
