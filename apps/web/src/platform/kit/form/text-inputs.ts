// antd's Input and Input.Password from their own modules. The `Input` of antd's index carries
// Search, TextArea, OTP and Group as properties, so importing it brings all five along (about
// 5 kB gzip) to a page with a text and a password field: the sign-in page.
export { default as Input } from 'antd/es/input/Input';
export { default as PasswordInput } from 'antd/es/input/Password';
