% hunt10: a weather choice written with negation instead of if-then-else
0.3::cloudy.
0.8::rain_if_cloudy.
weather(rain) :- cloudy, rain_if_cloudy.
weather(grey) :- cloudy, \+ rain_if_cloudy.
weather(sun) :- \+ cloudy.
query(weather(_)).
