// A field people never see or fill; form-filling bots do, and the server drops their leads.
import { HONEYPOT_FIELD } from '../constants.ts';

export function HoneypotField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <div className="lead-form__trap" aria-hidden="true">
      <label>
        Website
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  );
}
