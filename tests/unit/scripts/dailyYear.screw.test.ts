// Variant screw's daily challenges of 2026, every day in its weekday's band (tests/unit/scripts/dailyYearCheck.ts).
import { describeDailyYear } from './dailyYearCheck';

describeDailyYear('screw');
