import Testing
import ViewScriptSyntax
@testable import ViewScriptScenario

/// The views of Apple's other frameworks (MapKit, AVKit, PhotosUI) and the location values:
/// what is on screen, what a tap does, and the values' numbers.
@Suite struct FrameworkViewTests {
    static func failures(_ body: String, _ steps: String) -> [String] {
        scenarioFailures("""
        import MapKit
        import PhotosUI
        struct Screen: View {
            @State private var item: PhotosPickerItem?
            @State private var region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 1, longitude: 2),
                                                           span: MKCoordinateSpan(latitudeDelta: 0.5, longitudeDelta: 0.25))
            var body: some View {
                \(body)
            }
        }
        scenario "s" {
            show Screen()
        \(steps)
        }
        """)
    }

    @Test func aPhotosPickerShowsItsLabelButItsTapIsNotSimulated() {
        let body = #"PhotosPicker("Choose", selection: $item, matching: .images)"#
        #expect(Self.failures(body, #"    expect visible "Choose""#) == [])
        #expect(Self.failures(body, #"    tap "Choose""#) == ["tapping the PhotosPicker \"Choose\" is not simulated by ViewScript yet"])
    }

    @Test func aMapsContentIsNotOnScreen() {
        let body = #"Map { Annotation("Camp", coordinate: region.center) { Button("Open") { } } }"#
        #expect(Self.failures(body, #"    expect not visible "Open""#) == [])
    }

    @Test func locationValuesAreReadAndAssignedAsStructs() {
        let body = #"""
        Button("Move") {
            var copy = region
            copy.center.latitude = 5
            region.span.longitudeDelta = 1
            print(copy.center.latitude, region.center.latitude, region.span)
        }
        """#
        #expect(Self.failures(body, """
            tap "Move"
            expect \"\"\"
                5.0 1.0 MKCoordinateSpan(latitudeDelta: 0.5, longitudeDelta: 1.0)
                \"\"\"
        """) == [])
    }

    @Test func aRegionInMetersHasNoSimulatedSpan() {
        let body = #"""
        Button("Span") {
            let r = MKCoordinateRegion(center: region.center, latitudinalMeters: 1000, longitudinalMeters: 1000)
            print(r.center.longitude)
            print(r.span)
        }
        """#
        #expect(Self.failures(body, #"    tap "Span""#) == ["'MKCoordinateRegion(latitudinalMeters:).span' is not simulated by ViewScript yet"])
    }
}
