/** A table cell's content as its column's `fit` asks: on one line, or cut with an ellipsis and a tooltip. */
import { Box, Tooltip } from '@mui/material';
import type { StaffColumn } from './columns';

/** How wide a 'long' cell may grow before its text is cut. */
const LONG_CELL_MAX = '22rem';

export function CellContent<T>({ column, record }: { column: StaffColumn<T>; record: T }) {
  const content = column.render(record);
  if (column.fit === 'short') {
    return (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {content}
      </Box>
    );
  }
  if (column.fit === 'long') {
    const text = column.text?.(record) ?? (typeof content === 'string' ? content : '');
    return (
      <Tooltip title={text} enterDelay={400} describeChild>
        <Box
          component="span"
          tabIndex={text ? 0 : undefined}
          sx={{ display: 'block', maxWidth: LONG_CELL_MAX, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {content}
        </Box>
      </Tooltip>
    );
  }
  return <>{content}</>;
}
