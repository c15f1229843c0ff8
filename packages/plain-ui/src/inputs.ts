/**
 * antd's Input, without what its barrel hangs on it: `Input` from 'antd' carries Search, TextArea,
 * OTP and Group (with Space) as properties, about 7 KB compressed that the first screens (the sign-in
 * form, the top bar's search box) never draw. These are the same modules the shared antd is built
 * from, so theme and context stay one.
 */
export { default as Input } from 'antd/es/input/Input';
export { default as PasswordInput } from 'antd/es/input/Password';
