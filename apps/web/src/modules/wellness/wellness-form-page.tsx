import { ContentFormPage } from '../../platform/engines/content/content-form-page.tsx';
import { wellnessModule } from './wellness-module.ts';

export default function WellnessFormPage() {
  return <ContentFormPage module={wellnessModule} />;
}
