import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_MAX_PIXELS, PROFILE_IMAGE_MAX_SIDE } from '@common/constants';
import { PROFILE_IMAGE_ACCEPT } from '@common/contracts/profile-images';
import { avatarInitial } from '@common/text';
import { Avatar, AvatarFallback, AvatarImage } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { toast } from '@web/components/ui/use-toast';
import { useCurrentUser } from '@web/features/auth';
import { serverMessage } from '@web/lib/api-client';
import { useRemoveProfileImage, useUploadProfileImage } from '../api/profile-image';

const MAX_MB = PROFILE_IMAGE_MAX_BYTES / (1024 * 1024);

/**
 * A student's photo, or an employer's or school's logo (docs/product/profiles.md#photos-and-logos):
 * the current image (or the initial), a file to upload, and removal. Nothing for other roles.
 */
export function ProfileImageCard() {
  const { t } = useTranslation('profile-images');
  const { data: user } = useCurrentUser();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadProfileImage();
  const remove = useRemoveProfileImage();
  const role = user?.role;
  if (!user || (role !== 'student' && role !== 'employer' && role !== 'institution')) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return toast({ variant: 'destructive', title: t('noFile') });
    // The server counts the bytes again; this spares sending a file it would refuse.
    if (file.size > PROFILE_IMAGE_MAX_BYTES) return toast({ variant: 'destructive', title: t('tooLarge', { size: MAX_MB }) });
    upload.mutate(file, {
      onSuccess: () => {
        toast({ title: t('uploaded') });
        setFile(null);
        if (input.current) input.current.value = '';
      },
      onError: (error) => toast({ variant: 'destructive', title: t('uploadFailed'), description: serverMessage(error) ?? t('uploadFailedText') }),
    });
  };
  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast({ title: t('removed') }),
      onError: () => toast({ variant: 'destructive', title: t('removeFailed') }),
    });

  return (
    <Card role="region" aria-labelledby={`${inputId}-title`}>
      <CardHeader>
        <CardTitle as="h2" id={`${inputId}-title`}>
          {t(`title.${role}`)}
        </CardTitle>
        <CardDescription>{t(`description.${role}`)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <Avatar size="lg">
          {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt={t(`current.${role}`)} className="object-cover" />}
          <AvatarFallback size="lg">{avatarInitial(user)}</AvatarFallback>
        </Avatar>
        <form onSubmit={onSubmit} className="grid flex-1 gap-3">
          <div className="grid gap-2">
            <Label htmlFor={inputId}>{t(`choose.${role}`)}</Label>
            <Input
              ref={input}
              id={inputId}
              type="file"
              accept={PROFILE_IMAGE_ACCEPT}
              aria-describedby={`${inputId}-hint`}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
              {t('hint', { size: MAX_MB, side: PROFILE_IMAGE_MAX_SIDE, millions: PROFILE_IMAGE_MAX_PIXELS / 1_000_000 })}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={upload.isPending}>
              <ImageUp aria-hidden="true" />
              {upload.isPending ? t('uploading') : t('upload')}
            </Button>
            {user.profileImageUrl && (
              <Button type="button" variant="outline" disabled={remove.isPending} onClick={onRemove}>
                <Trash2 aria-hidden="true" />
                {t(`remove.${role}`)}
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
