import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import type { MemoryCirclesQuery } from '../../../gql/graphql';
import type { UploadMemoryValues } from './uploadMemoryForm';

/** Someone in a single circle has nothing to choose: it is filled in for them. */
export function PreselectOnlyCircle({ circles }: { circles: MemoryCirclesQuery['circles'] | undefined }) {
  const { values, setFieldValue } = useFormikContext<UploadMemoryValues>();
  const only = circles?.length === 1 ? circles[0].id : null;
  useEffect(() => {
    if (only && !values.circleId) void setFieldValue('circleId', only, false);
  }, [only, values.circleId, setFieldValue]);
  return null;
}
