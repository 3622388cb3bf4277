import { MobileField } from '@/components/form';
import { useCountries } from '../api/get-countries';

type MobileNumberFieldProps = Omit<Parameters<typeof MobileField>[0], 'countries'>;

/** The shared mobile field with this merchant's countries for the dialing-code picker. */
export function MobileNumberField(props: MobileNumberFieldProps) {
  const countries = useCountries();
  return <MobileField {...props} countries={countries.data ?? []} />;
}
