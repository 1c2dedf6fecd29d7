package travel.untrodden.app;

import com.getcapacitor.JSObject;
import com.getcapacitor.Plugin;
import com.getcapacitor.PluginCall;
import com.getcapacitor.PluginMethod;
import com.getcapacitor.annotation.CapacitorPlugin;
import com.google.android.gms.common.ConnectionResult;
import com.google.android.gms.common.GoogleApiAvailability;

/**
 * Spec §4 push registration, §8: before registering for push on Android the shell asks whether Google Play
 * services are installed and current enough for Firebase Cloud Messaging (web/src/native/capacitor.ts
 * "PlayServices"). Answers {available, status}: status is GoogleApiAvailability's ConnectionResult code.
 */
@CapacitorPlugin(name = "PlayServices")
public class PlayServicesPlugin extends Plugin {

    @PluginMethod
    public void isAvailable(PluginCall call) {
        int status = GoogleApiAvailability.getInstance().isGooglePlayServicesAvailable(getContext());
        JSObject result = new JSObject();
        result.put("available", status == ConnectionResult.SUCCESS);
        result.put("status", status);
        call.resolve(result);
    }
}
