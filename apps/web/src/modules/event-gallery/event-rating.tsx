import { StarFilled } from '@ant-design/icons';
import type { EventRating as Rating } from '@console/contract';
import { Flex, Rate, Tooltip, Typography } from 'antd';

// Stars for an event or one image (001 §6). Only a permitted rater (module_inputs' can_rate:
// the rating permission and an R&D Head or Zonal Coordinator designation) gets the control,
// showing their own rating; everyone else reads the mean and how many rated.

export interface EventRatingProps {
  /** Everyone's ratings of the event or image. */
  ratings: readonly Rating[];
  /** The signed-in user's id (their own rating is the control's value). */
  userId: number | undefined;
  canRate: boolean;
  max: number;
  onRate?: (rating: number) => void;
  busy?: boolean;
  /** What is rated, for the control's accessible name ("Rate Sports Day"). */
  label: string;
}

export function averageOf(ratings: readonly Rating[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((sum, r) => sum + r.rating, 0) / ratings.length) * 10) / 10;
}

export function EventRating({
  ratings,
  userId,
  canRate,
  max,
  onRate,
  busy,
  label,
}: EventRatingProps) {
  const average = averageOf(ratings);
  const summary =
    average === null ? (
      <Typography.Text type="secondary">Not rated yet</Typography.Text>
    ) : (
      <Tooltip title={ratings.map((r) => `${r.created_by_user_name}: ${r.rating}`).join(', ')}>
        <Typography.Text aria-label={`Average rating ${average} of ${max}`}>
          <StarFilled style={{ color: '#fadb14' }} /> {average.toFixed(1)} ({ratings.length})
        </Typography.Text>
      </Tooltip>
    );
  if (!canRate) return summary;
  const mine = ratings.find((r) => r.created_by_user_id === userId)?.rating ?? 0;
  return (
    <Flex align="center" gap={8} wrap>
      <Rate
        aria-label={label}
        count={max}
        value={mine}
        disabled={busy}
        allowClear={false}
        onChange={(value) => onRate?.(value)}
      />
      {summary}
    </Flex>
  );
}
