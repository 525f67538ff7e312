# `cmake --install`: the two programs, the presets as example models, the desktop entry, the
# icon, the model file type, the AppStream metainfo, the man pages and the bash completion.
# `cpack -G DEB` (scripts/package.sh) packs the same tree as a Debian package.
include(GNUInstallDirs)
set(MECHLAB_ID org.mechlab.mechlab)

install(TARGETS mechlab mechlab-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# The presets as model files with the model type's double suffix (file managers open them with
# mechlab; the window has them built in).
file(GLOB MECHLAB_PRESET_FILES CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/resources/presets/*.json")
foreach(preset ${MECHLAB_PRESET_FILES})
    get_filename_component(id ${preset} NAME_WE)
    install(FILES ${preset} DESTINATION ${CMAKE_INSTALL_DATADIR}/mechlab/presets
            RENAME ${id}.mechlab.json)
endforeach()
install(FILES resources/linux/${MECHLAB_ID}.desktop
        DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES resources/linux/${MECHLAB_ID}.metainfo.xml
        DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES resources/linux/${MECHLAB_ID}.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages)
install(FILES resources/icons/${MECHLAB_ID}.svg
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
foreach(size 16 32 48 64 128 256)
    install(FILES resources/icons/${MECHLAB_ID}-${size}.png
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps
            RENAME ${MECHLAB_ID}.png)
endforeach()
install(FILES app/gui/mechlab.1 app/cli/mechlab-cli.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES app/cli/mechlab-cli.bash-completion
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME mechlab-cli)

set(CPACK_PACKAGE_NAME mechlab)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "interactive simulation of constrained mechanical systems")
# The long description in lines of at most 80 characters (Debian's control file format).
set(CPACK_PACKAGE_DESCRIPTION
    "mechlab simulates mechanical systems with constraints (pendulum, two-link robot,\n"
    "rolling disc, Foucault pendulum, Andrews' mechanism, or formulas typed by the\n"
    "user), animates them in 2D and 3D and charts computed against exact curves,\n"
    "errors, energy and constraint residuals, with the DAE integrators of the\n"
    "literature next to SUNDIALS IDA. mechlab-cli runs, checks and benchmarks the\n"
    "same models from the command line.")
string(REPLACE ";" "" CPACK_PACKAGE_DESCRIPTION "${CPACK_PACKAGE_DESCRIPTION}")
set(CPACK_PACKAGE_CONTACT "mechlab maintainers <mechlab@localhost>")
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
# The shared libraries from dpkg-shlibdeps; what it cannot see: the QML modules the 3D view
# loads at run time and Mesa's OpenGL drivers (software rendering without a graphics card).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "qml6-module-qtquick, qml6-module-qtqml-workerscript, qml6-module-quick3d, libgl1-mesa-dri")
# g++: the models' formula programs compiled to machine code (core/model/NativeCode.h); without
# it they are interpreted, with the same results.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
    "bash-completion, shared-mime-info, desktop-file-utils, qt6-translations-l10n, g++")
include(CPack)
