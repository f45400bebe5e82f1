// PUT /api/student/resume {resumeURL, resumeFileName} (spec 7): records the uploaded resume.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordResumeBody } from '@common/contracts/files';
import type { StudentProfileResponse } from '@common/contracts/profiles';
import { apiRequest } from '@web/lib/api-client';

/** The student profile's query key (owned by the profiles feature; kept in step by value). */
const STUDENT_PROFILE_KEY = ['profiles', 'student'] as const;

export function recordResume(body: RecordResumeBody) {
  return apiRequest<StudentProfileResponse>('PUT', '/api/student/resume', body);
}

export function useRecordResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordResume,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: STUDENT_PROFILE_KEY });
      // Recording a resume can create the student's profile.
      void queryClient.invalidateQueries({ queryKey: ['auth', 'user'] });
    },
  });
}
