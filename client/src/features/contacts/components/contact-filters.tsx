import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import StarOutlined from '@mui/icons-material/StarOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import { useTranslation } from 'react-i18next';
import type { ContactList } from '../../../gql/graphql';
import type { ContactFilter } from '../api/use-contacts';

interface Props {
  filter: ContactFilter;
  departments: { name: string; count: number }[];
  onChange: (filter: ContactFilter) => void;
}

/** The template's left column: All, Frequent, Starred, Trash, then one entry per department. */
export function ContactFilters({ filter, departments, onChange }: Props) {
  const { t } = useTranslation('contacts');
  const lists: [ContactList, string, React.ReactElement][] = [
    ['ALL', t('all'), <PeopleOutlined key="all" />],
    ['FREQUENT', t('frequent'), <TrendingUpOutlined key="frequent" />],
    ['STARRED', t('starred'), <StarOutlined key="starred" />],
    ['TRASH', t('trash'), <DeleteOutlined key="trash" />],
  ];
  return (
    <nav aria-label={t('filters')}>
      <List dense disablePadding>
        {lists.map(([list, label, icon]) => (
          <ListItem key={list} disablePadding>
            <ListItemButton
              selected={filter.list === list && !filter.department}
              aria-current={filter.list === list && !filter.department ? 'true' : undefined}
              onClick={() => onChange({ list, department: null })}
              data-testid={`contacts-filter-${list.toLowerCase()}`}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
              <ListItemText primary={label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {departments.length ? (
        <List dense disablePadding subheader={<ListSubheader disableSticky>{t('departments')}</ListSubheader>}>
          {departments.map((d) => (
            <ListItem key={d.name} disablePadding>
              <ListItemButton
                selected={filter.department === d.name}
                aria-current={filter.department === d.name ? 'true' : undefined}
                onClick={() => onChange({ list: 'ALL', department: d.name })}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <LabelOutlined />
                </ListItemIcon>
                <ListItemText primary={d.name} secondary={d.count} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ) : null}
    </nav>
  );
}
