package travel.untrodden.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
