// jsdom's browser asks for en-US; the tests read the console in its default language, as stored by a user.
localStorage.setItem('iotc.lang', 'zh-CN');
