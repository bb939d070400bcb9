import Bowser from 'bowser';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../records/lib/use-dates';
import { PhoneDetails, wideColumn } from '../../../shared/ui/phone-table';
import { TableScrollRegion } from '../../../shared/ui/table-scroll-region';
import type { AccessLogEntry } from '../api/use-access-log';

const COLUMNS = ['at', 'who', 'action', 'what', 'ip', 'userAgent'] as const;
/** The columns a phone keeps (when, and what was done); the others go under the action (phone-table.tsx). */
const PHONE_COLUMNS = new Set<string>(['at', 'action']);

function useActionLabel(): (action: string) => string {
  const { t } = useTranslation();
  const labels: Record<string, string | undefined> = t('audit.actions', { returnObjects: true });
  return (action) => labels[action.replace(/\./g, '_')] ?? action;
}

/** The device a person would recognise ("Chrome 141 · Linux") instead of the raw user-agent string. */
function deviceLabel(userAgent: string): string | null {
  const { browser, os } = Bowser.getParser(userAgent).getResult();
  if (!browser.name) return null;
  const major = browser.version?.split('.')[0];
  return [major ? `${browser.name} ${major}` : browser.name, os.name].filter(Boolean).join(' · ');
}

const ASSISTANT_AGENT = 'AI assistant';
const DEMO_AGENT = 'demo seed';

const TWIN_SYSTEMS = new Set(['blood', 'vascular', 'brain', 'kidney', 'liver', 'digestion', 'eye']);

/** Entity types named with their (shortened) id: every one the server records (grep `own(` in server/src). */
const WITH_ID = ['record', 'attachment', 'import', 'invoice', 'message', 'ticket', 'note'] as const;
type WithId = (typeof WITH_ID)[number];
const isWithId = (type: string): type is WithId => (WITH_ID as readonly string[]).includes(type);

/** "What" in words: the vital or body system by name, a record or file by its (shortened) id. */
function useEntityLabel(): (e: AccessLogEntry) => string | null {
  const { t } = useTranslation();
  const kinds: Record<string, string | undefined> = t('vitals.kinds', { returnObjects: true });
  return ({ entityType: type, entityId: id }) => {
    if (!type) return null;
    // Several vitals at once (the overview, "heart_rate,spo2") or none (sleep: the action says what was read).
    if (type === 'vitals')
      return id
        ? id
            .split(',')
            .map((k) => kinds[k.toUpperCase()] ?? k)
            .join(t('audit.listSeparator'))
        : null;
    if (type === 'twin') return id && TWIN_SYSTEMS.has(id) ? t(`nav.${id as 'blood'}`) : t('audit.entities.twin');
    if (isWithId(type) && id) return t(`audit.entities.${type}`, { id: id.slice(0, 8) });
    if (type === 'note') return t('audit.entities.notes');
    if (type === 'personal_info') return t('audit.entities.personalInfo');
    // The sections of the summary are in the entity id (shown on hover); the action names the PDF.
    if (type === 'document') return t('audit.entities.document');
    // A type this client does not know yet: its code would mean nothing to the reader.
    return null;
  };
}

export function AccessLogTable({ entries }: { entries: readonly AccessLogEntry[] }) {
  const { t } = useTranslation();
  const dates = useDates();
  const actionLabel = useActionLabel();
  const entityLabel = useEntityLabel();
  const who = (e: AccessLogEntry) => (e.self ? t('audit.you') : e.actorId ? t('audit.other') : t('audit.deleted'));
  const device = (e: AccessLogEntry) => {
    if (!e.userAgent) return t('app.dash');
    // The portal's own readers (server/src/features/ai/tools/tool-context.ts, main.ts's demo import) are named in
    // the page's language, not by their English agent strings.
    if (e.userAgent.startsWith(ASSISTANT_AGENT)) return t('audit.assistantDevice');
    if (e.userAgent === DEMO_AGENT) return t('audit.portalDevice');
    return deviceLabel(e.userAgent) ?? t('audit.unknownDevice');
  };
  // A browser's raw agent string is worth a look; the portal's own are said in full by the label.
  const rawAgent = (e: AccessLogEntry) =>
    e.userAgent && !e.userAgent.startsWith(ASSISTANT_AGENT) && e.userAgent !== DEMO_AGENT ? e.userAgent : '';
  return (
    <TableScrollRegion label={t('audit.title')} sx={{ maxHeight: 480 }}>
      <Table size="small" stickyHeader aria-label={t('audit.title')} sx={{ minWidth: { sm: 720 } }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c} sx={PHONE_COLUMNS.has(c) ? undefined : wideColumn}>
                {t(`audit.columns.${c}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((e) => (
            <TableRow key={e.id} data-testid={`access-log-row-${e.id}`} data-action={e.action}>
              <TableCell sx={{ whiteSpace: { sm: 'nowrap' } }}>{dates.dayTime(e.at)}</TableCell>
              <TableCell sx={wideColumn}>{who(e)}</TableCell>
              <TableCell>
                {actionLabel(e.action)}
                <PhoneDetails testId="access-log-phone-details">
                  {entityLabel(e) ? <bdi>{entityLabel(e)}</bdi> : null}
                  <span>{who(e)}</span>
                  <bdi dir="ltr">{[e.ip, e.userAgent ? device(e) : null].filter(Boolean).join(' · ') || t('app.dash')}</bdi>
                </PhoneDetails>
              </TableCell>
              <TableCell sx={[wideColumn, { color: 'text.secondary' }]}>
                {/* The full id on hover where the label shortens one (a record's); a vital's or a system's code is no help. */}
                <bdi title={e.entityId && e.entityType && e.entityType !== 'vitals' && e.entityType !== 'twin' ? e.entityId : undefined}>
                  {entityLabel(e) ?? t('app.dash')}
                </bdi>
              </TableCell>
              <TableCell dir="ltr" sx={[wideColumn, { whiteSpace: 'nowrap' }]}>
                {e.ip ?? t('app.dash')}
              </TableCell>
              <TableCell sx={[wideColumn, { maxWidth: 240 }]}>
                {/* describeChild: the device's name stays what is read out; the raw user agent describes it. */}
                <Tooltip title={rawAgent(e)} describeChild>
                  {/* auto: a browser's name reads left to right, the portal's own readers in the page's language. */}
                  <Typography noWrap variant="body2" dir="auto">
                    {device(e)}
                  </Typography>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScrollRegion>
  );
}
