// Every feature's job handlers and periodic tasks, registered by importing their modules. The server
// imports this before the job runner starts; a new background task adds its module here.
import "../webhooks/delivery";
import "./prune";
