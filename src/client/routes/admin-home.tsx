import { Navigate } from 'react-router';
import { OFFICE_LANDING } from '../../domain/office';

/** /admin opens the office's landing page. */
export default function OfficeHome() {
  return <Navigate to={OFFICE_LANDING} replace />;
}
