package travel.untrodden.app;

import android.os.Bundle;
import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {

    @Override
    public void onCreate(Bundle savedInstanceState) {
        // The app's own plugins are registered before the bridge starts (Capacitor finds npm plugins itself).
        registerPlugin(PlayServicesPlugin.class);
        super.onCreate(savedInstanceState);
    }
}
