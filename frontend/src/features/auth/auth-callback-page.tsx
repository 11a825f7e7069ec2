import { UnderConstruction } from '@/components/under-construction';

export default function AuthCallbackPage() {
  return (
    <UnderConstruction
      section="Sign-in"
      title="Sign-in is not available yet"
      description="This page completes a Google sign-in once sign-in is switched on."
    />
  );
}
