export { Popover } from 'antd';
