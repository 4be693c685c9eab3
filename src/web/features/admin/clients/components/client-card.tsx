import { CalendarDays, Mail, Pencil, Phone, ShieldX, Trash2 } from 'lucide-react';
import { genderLabels } from '../../../../../shared/constants.ts';
import { formatTurkishDate } from '../../../../../shared/dates.ts';
import type { Client } from '../../../../../shared/schemas/clients.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { ConversationLink } from '../../messages/index.ts';
import { adminClientsMessages } from '../messages.ts';
import { HideNumbersBadge } from './hide-numbers-badge.tsx';

/** One client in the list: contact details and the edit, delete and KVKK erasure actions. */
export function ClientCard({
  client,
  onEdit,
  onDelete,
  onErase,
}: {
  client: Client;
  onEdit: (client: Client) => void;
  onDelete: (client: Client) => void;
  onErase: (client: Client) => void;
}) {
  return (
    <Card className="flex h-full flex-col gap-4">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100"
        >
          {client.name.trim().charAt(0).toLocaleUpperCase('tr-TR')}
        </span>
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold text-slate-900 dark:text-white">{client.name}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {genderLabels[client.gender]}, {client.age} yaş
          </p>
          {client.hideNumbers && <HideNumbersBadge clientName={client.name} />}
        </div>
      </div>
      <dl className="flex flex-col gap-2 text-sm text-slate-700 dark:text-slate-200">
        <div className="flex items-center gap-2">
          <dt>
            <Mail aria-hidden="true" className="size-4 text-slate-500" />
            <span className="sr-only">{adminClientsMessages.fields.email}</span>
          </dt>
          <dd className="min-w-0 truncate">{client.email}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Phone aria-hidden="true" className="size-4 text-slate-500" />
            <span className="sr-only">{adminClientsMessages.fields.phone}</span>
          </dt>
          <dd>{client.phone}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <CalendarDays aria-hidden="true" className="size-4 text-slate-500" />
            <span className="sr-only">{adminClientsMessages.fields.startDate}</span>
          </dt>
          <dd>{formatTurkishDate(client.startDate)}</dd>
        </div>
      </dl>
      <ConversationLink clientId={client.id} clientName={client.name} className="mt-auto self-start" />
      <div className="flex gap-2">
        <Button
          variant="secondary"
          className="flex-1"
          onClick={() => onEdit(client)}
          aria-label={`${client.name}: ${adminClientsMessages.edit}`}
        >
          <Pencil aria-hidden="true" className="size-4" /> {adminClientsMessages.edit}
        </Button>
        <Button
          variant="ghost"
          className="flex-1"
          onClick={() => onDelete(client)}
          aria-label={`${client.name}: ${adminClientsMessages.remove}`}
        >
          <span className="inline-flex items-center gap-2 text-red-700 dark:text-red-300">
            <Trash2 aria-hidden="true" className="size-4" /> {adminClientsMessages.remove}
          </span>
        </Button>
      </div>
      <Button
        variant="ghost"
        className="-mt-2 w-full"
        onClick={() => onErase(client)}
        aria-label={`${client.name}: ${adminClientsMessages.erase}`}
      >
        <span className="inline-flex items-center gap-2 text-red-700 dark:text-red-300">
          <ShieldX aria-hidden="true" className="size-4" /> {adminClientsMessages.erase}
        </span>
      </Button>
    </Card>
  );
}
