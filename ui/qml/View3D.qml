// The scene of the 3D view: two meshes built by mechlab (solids lit by a light that moves with
// the camera, lines unlit), a camera placed by mechlab, the time and a hint as text.
import QtQuick
import QtQuick3D
import Mechlab

Rectangle {
    id: root
    color: "#fafaf7"
    property string caption
    property string hint
    property QtObject camera: cameraNode
    property QtObject solids: solidMesh
    property QtObject lines: lineMesh

    View3D {
        anchors.fill: parent
        environment: SceneEnvironment {
            backgroundMode: SceneEnvironment.Color
            clearColor: root.color
            antialiasingMode: SceneEnvironment.MSAA
            antialiasingQuality: SceneEnvironment.High
        }
        PerspectiveCamera {
            id: cameraNode
            DirectionalLight {
                eulerRotation.x: -30
                eulerRotation.y: -25
                brightness: 0.85
                ambientColor: Qt.rgba(0.42, 0.42, 0.42, 1)
            }
        }
        Model {
            geometry: MeshGeometry { id: solidMesh }
            materials: DefaultMaterial {
                vertexColorsEnabled: true
                cullMode: Material.NoCulling
                specularAmount: 0.15
            }
        }
        Model {
            geometry: MeshGeometry { id: lineMesh }
            materials: DefaultMaterial {
                vertexColorsEnabled: true
                lighting: DefaultMaterial.NoLighting
            }
        }
    }
    Text {
        x: 6
        y: 4
        text: root.caption
        font.pixelSize: Math.max(13, Math.min(root.width, root.height) / 28)
    }
    Text {
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 4
        text: root.hint
        color: "#707070"
        font.pixelSize: 11
    }
}
