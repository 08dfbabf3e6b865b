import { Isolated } from '../../shared/ui/isolated';

type Props = { bankName: string; accountName?: string; accountNumberMasked: string };

/**
 * "Bank · Name · ****1234": each part isolated on its own, so an English bank name, an Arabic
 * account name and the masked number each keep their order inside the sentence's direction.
 */
export function BankAccountLabel({ bankName, accountName, accountNumberMasked }: Props) {
  return (
    <>
      <Isolated>{bankName}</Isolated>
      {' · '}
      {accountName === undefined ? null : (
        <>
          <Isolated>{accountName}</Isolated>
          {' · '}
        </>
      )}
      <Isolated dir="ltr">{accountNumberMasked}</Isolated>
    </>
  );
}
