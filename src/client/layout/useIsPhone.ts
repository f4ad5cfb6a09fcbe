/** True below MUI's `sm` breakpoint (600 px), where react-admin's side menu becomes a drawer. */
import { useMediaQuery, type Theme } from '@mui/material';

export function useIsPhone(): boolean {
  return useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
}
