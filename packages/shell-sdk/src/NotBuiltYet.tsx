import { Result } from 'antd';

const headingInheritsResultStyle = { font: 'inherit', margin: 0 };

/** The honest page of a screen that a later issue builds: it names the screen and shows no made-up data. */
export function NotBuiltYet({ screen }: { screen: string }) {
  return (
    <Result
      status="info"
      title={<h1 style={headingInheritsResultStyle}>{screen}</h1>}
      subTitle="This screen is not built yet."
    />
  );
}
