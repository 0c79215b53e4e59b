% written for this corpus by a find-only hunt (session 23; strings, terms, numbers and printing)
% Log-message classification with strings holding quotes, tabs, backslashes and unicode
0.6::msg("can't connect"); 0.4::msg("disk \"full\"").
0.5::path("C:\\temp"). 0.3::tag("tab\there").
0.7::city_name('Liège'). 0.2::city_name(café).
severity(M, high) :- msg(M), M = "disk \"full\"".
severity(M, low) :- msg(M), M \= "disk \"full\"".
query(severity(_, _)).
query(path(_)). query(tag(_)). query(city_name(_)).
