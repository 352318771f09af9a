/** /analytics-demo: the analytics with fixed sample numbers (SPEC.md §2). */
import { AnalyticsDemoScreen } from '../../../ui-kit/admin';

export default function AnalyticsDemoRoute() {
  return <AnalyticsDemoScreen />;
}
