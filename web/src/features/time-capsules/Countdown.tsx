import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { timeLeft } from './capsuleTime';

/** How long until a sealed capsule opens, counting down (every second in its last hour, else every minute). */
export function Countdown({ opensAt }: { opensAt: string }) {
  const { t } = useTranslation('time-capsules');
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeft(opensAt, now);
  const lastHour = left.days === 0 && left.hours === 0;
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), lastHour ? 1_000 : 60_000);
    return () => clearInterval(timer);
  }, [lastHour]);
  const text =
    left.days > 0
      ? t('countdown.days', { count: left.days, hours: left.hours })
      : left.hours > 0
        ? t('countdown.hours', { count: left.hours, minutes: left.minutes })
        : left.minutes > 0 || left.seconds > 0
          ? t('countdown.minutes', {
              minutes: left.minutes,
              seconds: String(left.seconds).padStart(2, '0'),
            })
          : t('countdown.now');
  return (
    <Typography variant="body2" color="text.secondary" role="timer" aria-live="off">
      {text}
    </Typography>
  );
}
