import { useParams } from 'react-router';
import {
  AccountFormScreen,
  accountFormType,
} from '@/features/account/components/account-form-screen';
import { NotFoundScreen } from '@/features/not-found/components/not-found-screen';

/** /s-account/form/:type, type case-insensitive. */
export function Component() {
  const params = useParams();
  const type = accountFormType(params.type);
  if (!type) return <NotFoundScreen />;
  return <AccountFormScreen key={type} type={type} />;
}
