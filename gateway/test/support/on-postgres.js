// Setup file of the jest project "server-postgres": this run's integration tests use PostgreSQL.
process.env.GATEWAY_TEST_ON_POSTGRES = '1';
