// The files feature's entry: the résumé upload of the student's setup page.
export { ResumeUpload } from './components/resume-upload';
