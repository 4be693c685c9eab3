import type { UseFormRegisterReturn } from 'react-hook-form';
import { publicAppointmentsMessages as messages } from '../messages.ts';

/** Hidden from people and screen readers; bots that fill every field are refused by the server. */
export function HoneypotField({ field }: { field: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {messages.honeypot}
        <input type="text" tabIndex={-1} autoComplete="off" {...field} />
      </label>
    </div>
  );
}
